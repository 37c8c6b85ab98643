print("snap")
