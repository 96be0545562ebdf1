-- The storefront page a visitor last wrote from, shown to staff beside the chat.
ALTER TABLE "chat_conversations" ADD COLUMN "last_page" text;
