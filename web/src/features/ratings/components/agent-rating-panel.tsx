import { Alert, Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { messageForError, messages } from '@portcall/contracts/messages';
import { agentRatingOf, type TRatingCriterion } from '@portcall/contracts/ratings';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { useAppointmentRating, useSaveAgentRating } from '../api/agent-rating';

const LABELS: Record<TRatingCriterion, string> = {
  RESPONSIVENESS: 'Responsiveness',
  DA_ACCURACY: 'DA accuracy',
  COMMUNICATION: 'Communication',
  PROBLEM_SOLVING: 'Problem solving',
};

/**
 * The buyer's rating of an appointment's agent: one to five stars per criterion and a comment,
 * offered once the appointment is closed; its author may change it for 30 days, others read it.
 */
export function AgentRatingPanel({ appointmentId }: { appointmentId: number }) {
  const query = useAppointmentRating(appointmentId);
  const save = useSaveAgentRating(appointmentId);
  const [stars, setStars] = useState<Partial<Record<TRatingCriterion, number>>>({});
  const [comment, setComment] = useState('');
  const rating = query.data?.rating ?? null;

  useEffect(() => {
    if (!rating) return;
    setStars(Object.fromEntries(rating.criteriaRatings.map((c) => [c.criterion, c.rating])));
    setComment(rating.comment ?? '');
  }, [rating]);

  if (query.isPending) return <Text c="dimmed">Loading the rating…</Text>;
  if (query.isError || !query.data) return null;
  const { criteria, canRate } = query.data;
  const given = criteria.flatMap((criterion) => (stars[criterion] ? [{ criterion, rating: stars[criterion] }] : []));
  const isComplete = given.length === criteria.length;

  if (!canRate && !rating) return <Text c="dimmed">The agent can be rated once the appointment is closed.</Text>;

  return (
    <Stack gap="sm" aria-label="Agent rating">
      {criteria.map((criterion) => (
        <Group key={criterion} justify="space-between" wrap="nowrap">
          <Text size="sm" id={`rating-${criterion}`}>
            {LABELS[criterion]}
          </Text>
          <Rating
            value={stars[criterion] ?? 0}
            onChange={(value) => setStars((s) => ({ ...s, [criterion]: value }))}
            readOnly={!canRate}
            aria-labelledby={`rating-${criterion}`}
          />
        </Group>
      ))}
      <Text size="sm" fw={600}>
        Rating: {agentRatingOf(given).toFixed(2)} / 5
      </Text>
      <Textarea
        label="Comment"
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        readOnly={!canRate}
        maxLength={1000}
        autosize
        minRows={2}
      />
      {rating && (
        <Text size="xs" c="dimmed">
          Rated by {rating.ratedBy.fullName}
          {canRate ? ' · you can change it within 30 days of rating' : ''}
        </Text>
      )}
      {save.isError && <Alert color="red">{messageForError(save.error)}</Alert>}
      {canRate && (
        <Group justify="flex-end">
          <Button
            disabled={!isComplete}
            title={isComplete ? undefined : 'Give every criterion one to five stars first'}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { appointmentId, criteriaRatings: given, comment: comment.trim() || undefined },
                { onSuccess: () => toast.success(messages.AGENT_RATING_SAVED) },
              )
            }
          >
            {rating ? 'Update rating' : 'Rate the agent'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
