import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, IllustratedMessage, InlineAlert } from '../../../src/ui/kit/Feedback';
import { Divider, Flex, Heading } from '../../../src/ui/kit/Layout';
import { ProgressBar, ProgressCircle } from '../../../src/ui/kit/Progress';
import { renderWithProviders } from '../../utils/renderWithProviders';

describe('kit progress', () => {
  it('a circle and a bar are named progress bars with their values', async () => {
    await renderWithProviders(
      <>
        <ProgressCircle isIndeterminate size="S" aria-label="Loading" />
        <ProgressBar label="Uploading" value={40} showValueLabel />
        <ProgressBar label="Project" value={75} valueLabel="3 of 4" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
    const upload = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(upload).toHaveAttribute('aria-valuenow', '40');
    expect(upload).toHaveTextContent('40%');
    expect(screen.getByRole('progressbar', { name: 'Project' })).toHaveAttribute('aria-valuetext', '3 of 4');
  });
});

describe('kit feedback', () => {
  it('an inline alert is announced only when asked, with its heading at the given level', async () => {
    await renderWithProviders(
      <>
        <InlineAlert variant="info" heading="Read only" level={2}>Nothing to change here.</InlineAlert>
        <InlineAlert variant="negative" heading="Not saved" role="alert">Try again.</InlineAlert>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Read only' })).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Not saved');
    expect(alerts[0]).toHaveTextContent('Try again.');
  });

  it('an illustrated message has a level 3 heading by default, and a badge passes its attributes', async () => {
    await renderWithProviders(
      <>
        <IllustratedMessage illustration={<svg />} heading="No rows">Change the filters.</IllustratedMessage>
        <Badge variant="positive" data-state="running">Running</Badge>
      </>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No rows' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toHaveAttribute('data-state', 'running');
  });
});

describe('kit layout', () => {
  it('Flex maps Spectrum dimensions to their variables and logical margins; Divider is a separator', async () => {
    await renderWithProviders(
      <Flex direction="column" gap="size-200" marginTop="size-300" width="100%" role="region" aria-label="Rows">
        <Heading level={2}>Title</Heading>
        <Divider size="S" orientation="vertical" />
      </Flex>,
    );
    const flex = screen.getByRole('region', { name: 'Rows' });
    expect(flex.style.gap).toBe('var(--spectrum-global-dimension-size-200)');
    expect(flex.style.marginBlockStart).toBe('var(--spectrum-global-dimension-size-300)');
    expect(flex.style.flexDirection).toBe('column');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
  });
});
