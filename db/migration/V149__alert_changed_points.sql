-- The grid points an alert is about ("7:1.6,2.3"), so that the alerts page draws them on a small map of the grid.
ALTER TABLE alert ADD COLUMN changed_points VARCHAR(3000) NULL;
