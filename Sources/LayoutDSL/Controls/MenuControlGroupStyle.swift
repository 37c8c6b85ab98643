/// size, `BorderedButtonMetrics`), each a borderless control in the tint, with 1-pt separators
