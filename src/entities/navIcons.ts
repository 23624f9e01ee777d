import type { ComponentType } from 'react';
import {
  IconAd, IconBook, IconBrandYoutube, IconBuildingBank, IconCards, IconCreditCard, IconCrown,
  IconDeviceTv, IconFileInvoice, IconFlag, IconFolders, IconHelpCircle, IconKey, IconListNumbers,
  IconMessageQuestion, IconMessages, IconMicrophone, IconMovie, IconPackage, IconPuzzle,
  IconSchool, IconSend, IconStairs, IconTextCaption, IconTrophy, IconUserStar, IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { RoutedSubject } from './routes';

/**
 * Each entity's menu icon, apart from the routes table: the router (in the first chunk every page
 * loads) needs the table, only the signed-in shell's menus draw the icons.
 */
export const NAV_ICONS: Record<RoutedSubject, ComponentType<{ size?: number }>> = {
  Media: IconMovie,
  MediaCard: IconCards,
  MediaCategory: IconFolders,
  MediaModule: IconStairs,
  Serial: IconDeviceTv,
  Season: IconListNumbers,
  Tube: IconBrandYoutube,
  Banner: IconAd,
  KeywordModule: IconKey,
  Quiz: IconHelpCircle,
  ShortQuestion: IconMessageQuestion,
  Comprehension: IconBook,
  ProfessorExplanation: IconSchool,
  VideoText: IconTextCaption,
  Plan: IconCrown,
  Payment: IconCreditCard,
  Invoice: IconFileInvoice,
  PayGateway: IconBuildingBank,
  Product: IconPackage,
  ProductModule: IconPuzzle,
  User: IconUsers,
  Master: IconUserStar,
  Language: IconWorld,
  Accent: IconMicrophone,
  Challenge: IconTrophy,
  Abuse: IconFlag,
  Comment: IconMessages,
  Notification: IconSend,
};
