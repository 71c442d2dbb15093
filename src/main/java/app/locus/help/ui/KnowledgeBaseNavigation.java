package app.locus.help.ui;

import app.locus.base.Role;
import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The knowledge-base pages in the side navigation, for agency staff (DD164). */
@Configuration(proxyBeanMethods = false)
class KnowledgeBaseNavigation {

	static final String KNOWLEDGE_BASE_ROUTE = "w/:workspaceId/knowledge-base";

	@Bean
	NavEntry knowledgeBaseNav() {
		return NavEntry.inWorkspace("knowledge-base", "shell.nav.knowledge-base", VaadinIcon.BOOK, "knowledge-base", 90,
				Role.AGENCY_ADMIN, Role.ACCOUNT_MANAGER);
	}

}
