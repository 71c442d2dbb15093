package app.locus.audit.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The audit trail in the side navigation.
 */
@Configuration(proxyBeanMethods = false)
class AuditNavigation {

	static final String AUDIT_ROUTE = "agency/audit";

	@Bean
	NavEntry auditNav() {
		return NavEntry.inAgency("audit", "shell.nav.audit", VaadinIcon.RECORDS, AUDIT_ROUTE, 40);
	}

}
