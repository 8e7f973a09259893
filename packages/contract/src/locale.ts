import { z } from 'zod';

// Validation messages are Russian on both sides: the interface language (spec 1 §1).
z.config(z.locales.ru());
