import type { TutorProfile, TutorProfilePatch } from '@school/contract';

/** The form's values: the rate in whole roubles (the API keeps kopecks), empty strings for "none". */
export interface TutorProfileForm {
  bio: string;
  subjects: string[];
  experienceYears: number;
  hourlyRate: number | '';
  phone: string;
  timeZone: TutorProfile['timeZone'];
}

export const KOPECKS = 100;

export function toForm(profile: TutorProfile): TutorProfileForm {
  return {
    bio: profile.bio,
    subjects: profile.subjects.map(String),
    experienceYears: profile.experienceYears,
    hourlyRate: profile.hourlyRate === null ? '' : Math.round(profile.hourlyRate / KOPECKS),
    phone: profile.phone ?? '',
    timeZone: profile.timeZone,
  };
}

/** Only what changed goes to PATCH (spec 3 §7 partial patch); an empty object means nothing to save. */
export function profilePatch(form: TutorProfileForm, profile: TutorProfile): TutorProfilePatch {
  const patch: TutorProfilePatch = {};
  const bio = form.bio.trim();
  if (bio !== profile.bio) patch.bio = bio;
  const subjects = form.subjects.map(Number);
  if (subjects.join(',') !== profile.subjects.join(',')) patch.subjects = subjects;
  if (form.experienceYears !== profile.experienceYears) patch.experienceYears = form.experienceYears;
  const rate = form.hourlyRate === '' ? null : Math.round(form.hourlyRate * KOPECKS);
  if (rate !== profile.hourlyRate) patch.hourlyRate = rate;
  const phone = form.phone.replace(/[\s()-]/g, '') || null;
  if (phone !== profile.phone) patch.phone = phone;
  if (form.timeZone !== profile.timeZone) patch.timeZone = form.timeZone;
  return patch;
}
