package app.locus.mail.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The outbox in the side navigation, for agency admins.
 */
@Configuration(proxyBeanMethods = false)
class OutboxNavigation {

	static final String OUTBOX_ROUTE = "agency/outbox";

	@Bean
	NavEntry outboxNav() {
		return NavEntry.inAgency("outbox", "shell.nav.outbox", VaadinIcon.ENVELOPE, OUTBOX_ROUTE, 45);
	}

}
