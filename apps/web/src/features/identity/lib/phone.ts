/** The phone rules live in shared (the payment forms use them too). */
export * from '../../../shared/lib/phone';
