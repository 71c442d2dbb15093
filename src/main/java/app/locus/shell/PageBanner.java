package app.locus.shell;

import java.util.Optional;

import com.vaadin.flow.component.Component;

/**
 * A section a feature adds at the top of another feature's page without that page
 * depending on it (the first-run checklist on the agency overview, DD140). A feature
 * declares a bean; the page asks each one for its route when it opens, so an answer must
 * be cheap (no call to the scanning service).
 */
public interface PageBanner {

	/** The route of the page the banner belongs on, e.g. {@code agency/overview}. */
	String route();

	/**
	 * A new component for the signed-in person, or empty when there is nothing to show.
	 */
	Optional<Component> bannerFor();

}
