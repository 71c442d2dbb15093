package app.locus.api;

import java.util.LinkedHashMap;
import java.util.Map;

import app.locus.base.ForbiddenException;
import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.campaigns.InsufficientCampaignCreditsException;
import app.locus.credits.OverBudgetException;
import app.locus.scans.CostNotConfirmedException;
import app.locus.scans.DuplicateSubmissionException;
import app.locus.scans.IdempotencyKeyReusedException;
import app.locus.scans.InsufficientCreditsException;
import app.locus.scans.ScanNotRecordedException;
import app.locus.scans.ScanNotSentException;
import app.locus.upstream.UpstreamException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.web.bind.MissingServletRequestParameterException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * The API's refusals as RFC 9457 problem details, in the services' own words. A workspace
 * or report the token may not see is a 404 like one that does not exist; a refused field
 * is named in {@code errors}; anything unforeseen is a 500 that says nothing of the
 * cause, which goes to the log. It advises every controller of this package, so that a
 * new endpoint cannot answer with the portal's error page.
 */
@RestControllerAdvice(basePackageClasses = ApiProblems.class)
class ApiProblems {

	private static final Logger LOG = LoggerFactory.getLogger(ApiProblems.class);

	@ExceptionHandler(NotFoundException.class)
	ProblemDetail notFound(NotFoundException refusal) {
		return ProblemResponses.problem(HttpStatus.NOT_FOUND, "not-found", refusal.getMessage());
	}

	@ExceptionHandler(ForbiddenException.class)
	ProblemDetail forbidden(ForbiddenException refusal) {
		return ProblemResponses.problem(HttpStatus.FORBIDDEN, "forbidden", refusal.getMessage());
	}

	@ExceptionHandler(ValidationException.class)
	ProblemDetail invalid(ValidationException refusal) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.BAD_REQUEST, "invalid-input",
				"Some values were refused; see errors.");
		problem.setProperty("errors", refusal.fieldErrors());
		return problem;
	}

	@ExceptionHandler(MethodArgumentTypeMismatchException.class)
	ProblemDetail mistyped(MethodArgumentTypeMismatchException refusal) {
		return field(refusal.getName(), "This value has the wrong form.");
	}

	@ExceptionHandler(HttpMessageNotReadableException.class)
	ProblemDetail unreadable(HttpMessageNotReadableException refusal) {
		LOG.debug("Unreadable API body", refusal);
		return ProblemResponses.problem(HttpStatus.BAD_REQUEST, "unreadable-body",
				"The body is not the JSON this call takes; see the OpenAPI document.");
	}

	@ExceptionHandler(MissingServletRequestParameterException.class)
	ProblemDetail missing(MissingServletRequestParameterException refusal) {
		return field(refusal.getParameterName(), "This value is required.");
	}

	@ExceptionHandler(CostNotConfirmedException.class)
	ProblemDetail costNotConfirmed(CostNotConfirmedException refusal) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.CONFLICT, "cost-not-confirmed",
				refusal.getMessage());
		problem.setProperty("cost", refusal.cost());
		return problem;
	}

	@ExceptionHandler(DuplicateSubmissionException.class)
	ProblemDetail duplicate(DuplicateSubmissionException refusal) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.CONFLICT, "duplicate-scan", refusal.getMessage());
		problem.setProperty("earlier", refusal.earlier().id().value());
		return problem;
	}

	@ExceptionHandler(OverBudgetException.class)
	ProblemDetail overBudget(OverBudgetException refusal) {
		return ProblemResponses.problem(HttpStatus.CONFLICT, "over-budget", refusal.getMessage());
	}

	@ExceptionHandler(IdempotencyKeyReusedException.class)
	ProblemDetail keyReused(IdempotencyKeyReusedException refusal) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.UNPROCESSABLE_ENTITY, "idempotency-key-reused",
				refusal.getMessage());
		problem.setProperty("earlier", refusal.earlier().value());
		return problem;
	}

	@ExceptionHandler({ InsufficientCreditsException.class, InsufficientCampaignCreditsException.class,
			UpstreamException.InsufficientCredits.class })
	ProblemDetail insufficientCredits(LocusException refusal) {
		return ProblemResponses.problem(HttpStatus.PAYMENT_REQUIRED, "insufficient-credits", refusal.getMessage());
	}

	@ExceptionHandler(ScanNotRecordedException.class)
	ProblemDetail notRecorded(ScanNotRecordedException refusal) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.SERVICE_UNAVAILABLE, "outcome-unknown",
				refusal.getMessage());
		problem.setProperty("scan", refusal.submission().value());
		return problem;
	}

	@ExceptionHandler(ScanNotSentException.class)
	ProblemDetail notSent(ScanNotSentException refusal) {
		return ProblemResponses.problem(HttpStatus.SERVICE_UNAVAILABLE, "not-sent", refusal.getMessage());
	}

	@ExceptionHandler(UpstreamException.ConfirmationRequired.class)
	ProblemDetail phraseNeeded(UpstreamException.ConfirmationRequired refusal) {
		return ProblemResponses.problem(HttpStatus.CONFLICT, "phrase-required", refusal.getMessage());
	}

	@ExceptionHandler(UpstreamException.class)
	ProblemDetail upstream(UpstreamException refusal) {
		return ProblemResponses.problem(HttpStatus.BAD_GATEWAY, "service-refused", refusal.getMessage());
	}

	@ExceptionHandler(LocusException.class)
	ProblemDetail refused(LocusException refusal) {
		return ProblemResponses.problem(HttpStatus.UNPROCESSABLE_ENTITY, "refused", refusal.getMessage());
	}

	@ExceptionHandler(RuntimeException.class)
	ProblemDetail unexpected(RuntimeException failure) {
		LOG.error("API request failed", failure);
		return ProblemResponses.problem(HttpStatus.INTERNAL_SERVER_ERROR, "unexpected",
				"Something went wrong on our side; it has been logged.");
	}

	private static ProblemDetail field(String name, String message) {
		ProblemDetail problem = ProblemResponses.problem(HttpStatus.BAD_REQUEST, "invalid-input",
				"Some values were refused; see errors.");
		Map<String, String> errors = new LinkedHashMap<>();
		errors.put(name, message);
		problem.setProperty("errors", errors);
		return problem;
	}

}
