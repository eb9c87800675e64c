import { Module } from '@nestjs/common';
import { CommunitySampleSeeder } from './community-sample.seeder';

@Module({ providers: [CommunitySampleSeeder], exports: [CommunitySampleSeeder] })
export class CommunitySampleDataModule {}
