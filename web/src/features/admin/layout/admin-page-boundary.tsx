import { Container } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { AdminError } from './admin-status';

/**
 * Shows what went wrong in place of an admin page that failed (its code could not be fetched, or
 * a bug), never a blank page. Retry loads the page again: a lazy page whose code failed to
 * arrive stays failed until then (React keeps the failed import).
 */
export class AdminPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Container as="main" maxW="6xl" py={{ base: '4', md: '6' }}>
        <AdminError error={this.state.error} onRetry={() => window.location.reload()} />
      </Container>
    );
  }
}
