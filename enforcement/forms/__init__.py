"""Forms of enforcement's pages. They only collect and parse input: every rule (what a
notice must contain, when an appeal is late, what a stop-work order must say) is the
services'; the views put a service's ``ValidationError`` beside the field it names."""
