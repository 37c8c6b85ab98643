// `import MapKit` brings CoreLocation with it, as Apple's MapKit does (its headers import
// CoreLocation), so a file that imports only MapKit names `CLLocationCoordinate2D`.
@_exported import CoreLocation
