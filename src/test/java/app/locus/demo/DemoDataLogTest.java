package app.locus.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.base.db.DatabaseProperties;
import app.locus.reviewinbox.repository.ReplyTemplateRepository;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.upstream.credentials.DemoKeys;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

import org.springframework.transaction.PlatformTransactionManager;

/**
 * Seeding the demo says in the log who can sign in, never with which password: the
 * passwords are only in the README. The seeding itself runs against stand-ins (the shared
 * test database already holds agencies, so the real one would not seed).
 */
class DemoDataLogTest {

	/** The demo passwords as the README lists them. */
	private static final String[] README_PASSWORDS = { "northwind-admin-1", "northwind-manager-1",
			"bluebottle-client-1", "summit-admin-1", "fresh-admin-1" };

	private final ListAppender<ILoggingEvent> logs = new ListAppender<>();

	private final Logger logger = (Logger) LoggerFactory.getLogger(DemoData.class);

	@BeforeEach
	void captureLogs() {
		logs.start();
		logger.addAppender(logs);
	}

	@AfterEach
	void stopCapturing() {
		logger.detachAppender(logs);
	}

	@Test
	void seeding_names_the_demo_sign_ins_but_logs_none_of_their_passwords() {
		AgencyProvisioning provisioning = mock(AgencyProvisioning.class);
		when(provisioning.noAgencyYet()).thenReturn(true);
		when(provisioning.createAgency(any(), any(), any(), any())).thenReturn(AgencyId.random());
		when(provisioning.createWorkspace(any(), any())).thenAnswer(invocation -> WorkspaceId.random());

		new DemoData(provisioning, mock(DemoKeys.class), mock(ReplyTemplateRepository.class),
				mock(PlatformTransactionManager.class), new DatabaseProperties(null, null, null), null)
			.seedIfWanted();

		String logged = String.join("\n", logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList());
		assertThat(logged).contains("admin@northwind.test", "admin@fresh.test", "README")
			.doesNotContain(README_PASSWORDS);
	}

}
