CREATE TABLE "game_prize_budgets" (
	"room" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
