import { contract } from '../../../shared/api/contract';
import { call } from '../../../shared/api/client';

/** Spec 3 §7 lesson submission: seconds watched since the last report; answers the updated view. */
export const submitWatchTime = (lesson: number, time: number, viaAccessLink: boolean, keepalive: boolean) =>
  call(contract.lessons.submission, { body: { lesson, time, viaAccessLink }, keepalive });

/** The player tells the server the real length of a video the lesson does not know the length of. */
export const setVideoLength = (id: number, videoLength: number) =>
  call(contract.lessons.setVideoLength, { params: { id }, body: { videoLength } });
