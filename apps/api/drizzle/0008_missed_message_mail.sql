CREATE TABLE "message_mail_log" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_mail_log_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "message_mail_log" ADD CONSTRAINT "message_mail_log_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_mail_log" ADD CONSTRAINT "message_mail_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;