// Placeholder: the soak runner is being written.
print("autolayout-soak: not yet implemented")
