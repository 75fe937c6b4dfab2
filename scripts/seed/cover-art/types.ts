export type CoverKind = 'book' | 'manga' | 'comics';

export interface CoverInput {
  title: string;
  author: string;
  kind: CoverKind;
  seed: string;
}

export interface RenderedImage {
  normal: Buffer;
  retina: Buffer;
}

export type EntityImageKind = 'author' | 'genre' | 'compilation' | 'publisher' | 'series';
