package app.locus.shell;

import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * A path that matches no page (replaces Vaadin's page, which lists the routes in
 * development mode).
 */
@AnonymousAllowed
class RouteNotFoundView extends NotFoundPage implements HasErrorParameter<NotFoundException> {

	@Override
	public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
		return notFound(event);
	}

}
