import { Module } from '@nestjs/common';
import { PostSampleSeeder } from './post-sample.seeder';

@Module({ providers: [PostSampleSeeder], exports: [PostSampleSeeder] })
export class PostSampleDataModule {}
