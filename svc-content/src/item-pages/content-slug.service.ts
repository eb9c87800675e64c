import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { ContentLanguage } from '@byp/contracts';
import { SlugReader } from '@byp/nest-common';
import { toCommunityResponse, type CommunityResponseDto } from '../communities/community.dto';
import { CommunityEntity } from '../communities/community.entity';
import { i18nText } from '../content-language/bilingual-text';
import { COMMUNITY_SLUGS, POST_SLUGS } from '../migrations/1768000100000-content-slugs';
import { toPostResponse, type PostResponseDto } from '../posts/post.dto';
import { PostEntity } from '../posts/post.entity';

/** The community that runs a post, for its page's JSON-LD (organizer). */
export interface PostOrganizer {
  name: string;
  slug: string;
}

export interface PostPage {
  post: PostResponseDto;
  organizer: PostOrganizer | null;
}

/**
 * Communities and posts by their address (issue 25): the shared slug reads of each table, and an
 * approved item's answer (a post's with the community that runs it).
 */
@Injectable()
export class ContentSlugService {
  readonly communitySlugs: SlugReader;
  readonly postSlugs: SlugReader;

  constructor(
    @InjectRepository(CommunityEntity) private readonly communities: Repository<CommunityEntity>,
    @InjectRepository(PostEntity) private readonly posts: Repository<PostEntity>,
  ) {
    this.communitySlugs = new SlugReader(communities, COMMUNITY_SLUGS);
    this.postSlugs = new SlugReader(posts, POST_SLUGS);
  }

  async community(slug: string, lang: ContentLanguage): Promise<CommunityResponseDto | null> {
    const community = await this.communities.findOneBy({ slug, isApproved: 1 });
    return community ? toCommunityResponse(community, lang) : null;
  }

  async post(slug: string, lang: ContentLanguage): Promise<PostPage | null> {
    const post = await this.posts.findOneBy({ slug, isApproved: 1 });
    if (!post) return null;
    const organizers =
      post.organizerType === 'community' && post.organizerId
        ? await this.communities.find({
            where: { id: In([post.organizerId]), isApproved: 1 },
            select: { id: true, nameEn: true, nameUk: true, slug: true },
          })
        : [];
    const names = new Map(organizers.map((c) => [c.id, i18nText(c.nameEn, c.nameUk)]));
    const response = toPostResponse(post, lang, names);
    const organizer =
      organizers[0] && response.community
        ? { name: response.community.name, slug: organizers[0].slug }
        : null;
    return { post: response, organizer };
  }
}
