import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DevNavigation } from './dev-navigation';

/** Hands the router's navigate to the navigation service, which is created outside the router. */
export function NavigationBinder({ navigation }: { navigation: DevNavigation }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.bind(navigate);
    return () => navigation.bind(null);
  }, [navigate, navigation]);
  return null;
}
