-- Reference data every install needs: the amenities listings choose from and the interests sign-up offers.
INSERT INTO "amenities" ("name") VALUES
  ('WiFi'), ('Parking'), ('Gym'), ('24/7 Security'), ('AC'), ('Furnished'),
  ('Laundry'), ('Balcony'), ('Garden'), ('Swimming Pool'), ('Near Metro'), ('Food Included')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "interests" ("name") VALUES
  ('Reading'), ('Music'), ('Movies'), ('Travel'), ('Cooking'), ('Fitness'), ('Yoga'), ('Gaming'),
  ('Cricket'), ('Football'), ('Photography'), ('Art'), ('Dancing'), ('Technology'), ('Gardening'),
  ('Volunteering'), ('Pets'), ('Trekking')
ON CONFLICT DO NOTHING;
