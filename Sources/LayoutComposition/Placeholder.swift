// Placeholder: replaced by the module sources.
