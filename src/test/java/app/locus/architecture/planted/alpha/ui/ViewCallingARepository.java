package app.locus.architecture.planted.alpha.ui;

import app.locus.architecture.planted.alpha.repository.AlphaRepository;

/** Planted: a view calls a repository instead of a service. */
public class ViewCallingARepository {

	AlphaRepository repository;

}
