package app.locus.shell;

import app.locus.base.NotFoundException;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * A service said "not found" while a page opened (a workspace of another agency, an id
 * that never existed, a malformed id): answers exactly like a missing page.
 */
@AnonymousAllowed
class MissingRecordView extends NotFoundPage implements HasErrorParameter<NotFoundException> {

	@Override
	public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
		return notFound(event);
	}

}
