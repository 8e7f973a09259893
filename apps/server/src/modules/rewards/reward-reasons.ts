/**
 * Why a ledger row exists, as code and as the Russian text of the exp history (issue 9: "with the
 * reason in Russian"). A module that pays a new kind of reward adds its reason here.
 */
export const REWARD_REASONS = {
  opening_balance: 'Баланс до запуска истории начислений',
  lesson_viewed: 'Просмотр урока',
  referral_friend_purchase: 'Бонус за приглашённого друга',
  individual_task_completed: 'Выполнено индивидуальное задание',
  homework_task_solved: 'Решена задача домашнего задания',
  training_task_solved: 'Решена задача тренировки',
  streak_milestone: 'Награда за серию дней',
  streak_freeze_bought: 'Покупка заморозки серии',
  chat_styling_bought: 'Покупка оформления чата',
  level_drop: 'Понижение уровня: месяц без занятий',
  level_restart: 'Уровень начат заново',
  demo: 'Демонстрационное начисление',
} as const;

export type RewardReason = keyof typeof REWARD_REASONS;

export const reasonText = (code: string): string => (REWARD_REASONS as Record<string, string>)[code] ?? 'Начисление';
