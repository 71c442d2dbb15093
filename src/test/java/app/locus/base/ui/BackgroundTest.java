package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

import app.locus.base.Role;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Background work of a page runs as the person who started it, at once or after a delay,
 * and hands its result back to the page.
 */
class BackgroundTest extends UiTest {

	@Autowired
	Background background;

	@Autowired
	CurrentUser currentUser;

	@Test
	void work_runs_as_the_signed_in_person_now_and_later() {
		LocusUser admin = tenants.agency().user(Role.AGENCY_ADMIN);
		signInAs(admin);
		navigate("");
		AtomicReference<Object> now = new AtomicReference<>();
		AtomicReference<Object> later = new AtomicReference<>();

		background.run(() -> currentUser.require().id(), now::set, now::set);
		background.runLater(Duration.ofMillis(50), () -> currentUser.require().id(), later::set, later::set);

		awaitPage(() -> now.get() != null && later.get() != null, () -> "now: " + now + ", later: " + later);
		assertThat(now.get()).isEqualTo(admin.id());
		assertThat(later.get()).isEqualTo(admin.id());
	}

}
