/// container (tertiarySystemFill, the bordered button's corner radius and insets for the control
