package app.locus.architecture.planted.upstream.gateway;

/** The upstream gateway. */
public class Gateway {

}
