-- A balance never goes below zero (-1 marks an unlimited plan): the database itself refuses it.
ALTER TABLE accounts ADD CONSTRAINT accounts_credit_balance_not_negative CHECK (credit_balance >= -1);
