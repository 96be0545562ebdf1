-- Object storage (decision 055): a stored file's bytes may live in an S3 bucket (FILE_STORE=s3://…) instead
-- of the database; the row stays (size, sha256, content type, foreign keys) with "bytes" NULL.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" DROP NOT NULL;