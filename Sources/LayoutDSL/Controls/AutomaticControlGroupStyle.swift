/// iOS's control group in content: the controls side by side in equal parts of one rounded
