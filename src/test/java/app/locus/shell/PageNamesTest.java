package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.isolation.PageRoutes;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import org.junit.jupiter.api.Test;

/**
 * Every page inside the main layout leaves the browser tab's title to the layout, which
 * puts the agency's name there (a hosted agency's clients never read the product's name).
 * A page that implemented {@code HasDynamicTitle} itself would win over the layout.
 */
class PageNamesTest {

	private static final List<Class<?>> PAGES_IN_THE_LAYOUT = PageRoutes.views()
		.stream()
		.filter(view -> view.getAnnotation(Route.class).layout() == MainLayout.class)
		.toList();

	@Test
	void no_page_inside_the_layout_writes_the_title_itself() {
		assertThat(PAGES_IN_THE_LAYOUT).isNotEmpty()
			.filteredOn(HasDynamicTitle.class::isAssignableFrom)
			.as("pages that would show their own title instead of the agency's")
			.isEmpty();
	}

	@Test
	void every_page_inside_the_layout_has_a_name_for_the_tab() {
		assertThat(PAGES_IN_THE_LAYOUT)
			.filteredOn(view -> !NamedPage.class.isAssignableFrom(view) && !view.isAnnotationPresent(PageTitle.class))
			.as("pages whose tab would read only the agency's name")
			.isEmpty();
	}

}
