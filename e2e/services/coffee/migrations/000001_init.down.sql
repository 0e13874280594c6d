DROP TABLE messages;
DROP TABLE channels;
DROP TABLE audit_log;
DROP TABLE barista.barista_orders;
