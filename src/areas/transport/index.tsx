/** School transport (wire `schoolroutes`): the vehicles' tabs over the generic screens. */
import type { ResourceScreens } from '../../app/generic/resourceUI';
import { GenericCreate } from '../../app/generic/screens';
import { vehiclesResource } from '../../domain/resources';
import { VehicleTabs } from './VehicleTabs';

export const transportScreens: ResourceScreens = {
  [vehiclesResource.name]: {
    header: <VehicleTabs value="list" />,
    create: (
      <>
        <VehicleTabs value="create" />
        <GenericCreate def={vehiclesResource} />
      </>
    ),
  },
};
