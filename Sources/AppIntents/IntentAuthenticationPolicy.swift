/// When an intent may run on a locked device (Apple's documentation of `IntentAuthenticationPolicy`).
public enum IntentAuthenticationPolicy: Sendable {
    case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}
