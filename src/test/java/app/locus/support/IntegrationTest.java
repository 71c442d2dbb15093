package app.locus.support;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.ContextConfiguration;

/**
 * A test against the whole application on the shared test MariaDB, served on a random
 * port. Every integration test uses exactly this configuration so that Spring builds the
 * context once per run.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ContextConfiguration(initializers = { TestDatabaseInitializer.class, OutsideWorldInitializer.class })
@ActiveProfiles("test")
public @interface IntegrationTest {

}
