/// The direction of the interface's layout (UIKit's raw values).
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft }
