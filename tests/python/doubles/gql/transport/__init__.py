"""Transports of the gql double."""
