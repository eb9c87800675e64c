import { Module } from '@nestjs/common';
import { SampleDataSeeder } from './sample-data.seeder';

@Module({ providers: [SampleDataSeeder], exports: [SampleDataSeeder] })
export class SampleDataModule {}
