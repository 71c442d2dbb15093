package app.locus.simulator.web;

import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Matches when the simulator is switched on (see {@link SimulatorSwitch}).
 */
class SimulatorEnabledCondition implements Condition {

	@Override
	public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
		return SimulatorSwitch.enabled(context.getEnvironment());
	}

}
