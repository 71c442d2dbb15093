package app.locus.base;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * A read that pages ask on every visit and that needs no transaction of its own: it joins
 * the caller's transaction if there is one, else each of its statements runs alone. On
 * MariaDB a read-only transaction costs three round trips beside its statements
 * ({@code set autocommit=0}, {@code COMMIT}, {@code set autocommit=1}), even when its
 * checks were already answered in the request and it sends no statement at all (DD168).
 * Only for reads whose statements need not see one snapshot together.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Transactional(propagation = Propagation.SUPPORTS, readOnly = true)
public @interface PageRead {

}
