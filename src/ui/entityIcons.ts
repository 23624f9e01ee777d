import type { ComponentType } from 'react';
import {
  IconAd, IconBook, IconBrandYoutube, IconBuildingBank, IconCards, IconCreditCard, IconCrown,
  IconDeviceTv, IconFileInvoice, IconFlag, IconFolders, IconHelpCircle, IconKey, IconListNumbers,
  IconMessageQuestion, IconMessages, IconMicrophone, IconMovie, IconPackage, IconPuzzle,
  IconSchool, IconSend, IconStairs, IconTextCaption, IconTrophy, IconUserStar, IconUsers,
  IconWorld,
} from '@tabler/icons-react';

/**
 * The icons an entity's registry entry may name (`icon: 'movie'`), by name. The entry names its
 * icon instead of importing it because the registry comes with the router, in the chunk every
 * page loads, and only the signed-in shell's menus draw icons: this module comes with them.
 */
export const ENTITY_ICONS = {
  ad: IconAd,
  book: IconBook,
  brandYoutube: IconBrandYoutube,
  buildingBank: IconBuildingBank,
  cards: IconCards,
  creditCard: IconCreditCard,
  crown: IconCrown,
  deviceTv: IconDeviceTv,
  fileInvoice: IconFileInvoice,
  flag: IconFlag,
  folders: IconFolders,
  helpCircle: IconHelpCircle,
  key: IconKey,
  listNumbers: IconListNumbers,
  messageQuestion: IconMessageQuestion,
  messages: IconMessages,
  microphone: IconMicrophone,
  movie: IconMovie,
  package: IconPackage,
  puzzle: IconPuzzle,
  school: IconSchool,
  send: IconSend,
  stairs: IconStairs,
  textCaption: IconTextCaption,
  trophy: IconTrophy,
  userStar: IconUserStar,
  users: IconUsers,
  world: IconWorld,
} satisfies Record<string, ComponentType<{ size?: number }>>;

export type EntityIconName = keyof typeof ENTITY_ICONS;
