package app.locus.keywords.ui;

import app.locus.shell.NavEntry;
import com.vaadin.flow.component.icon.VaadinIcon;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The keyword lists page in the side navigation. */
@Configuration(proxyBeanMethods = false)
class KeywordListsNavigation {

	static final String KEYWORDS_ROUTE = "w/:workspaceId/keywords";

	@Bean
	NavEntry keywordListsNav() {
		return NavEntry.inWorkspace("keywords", "shell.nav.keywords", VaadinIcon.LIST, "keywords", 11);
	}

}
