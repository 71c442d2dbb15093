package app.locus.shell;

/**
 * A page inside {@link MainLayout} that names itself in the reader's language. The layout
 * writes the browser tab's title from this name and the agency's, so that a hosted
 * agency's clients never see the product's name there. Pages must not implement
 * {@code HasDynamicTitle} themselves: Vaadin would then take their title and skip the
 * layout's.
 */
public interface NamedPage {

	/** The page's name alone, without any brand: {@code "API tokens"}. */
	String pageName();

}
