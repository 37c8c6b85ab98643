/// How an alert shows its emphasis (iOS 16): default or critical.
public enum UIAlertControllerSeverity: Int, Sendable { case `default` = 0, critical }
