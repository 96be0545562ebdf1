-- Generated plan sets are drawn again on next use: a design with a building model is now drawn from it
-- (decision 075). Only the cache of generated files goes; uploaded plan sets are untouched.
DELETE FROM "plan_files";
